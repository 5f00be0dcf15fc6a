//go:build !js

package history

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// The desktop has no clipboard of Ebitengine's: the game uses the system's own commands where
// there are any (wl-copy and wl-paste under Wayland, xclip or xsel under X11, pbcopy and
// pbpaste on a Mac, clip and PowerShell's Get-Clipboard on Windows). Without one, a code is
// shown on screen to copy by hand and typed on the history page (TYPE A CODE) or given with
// -code.

// clipTool is a command that writes (copy) or reads (paste) the clipboard.
type clipTool struct {
	name string
	args []string
}

// clipTools returns the commands that copy and paste here, those found first.
func clipTools(paste bool) []clipTool {
	switch runtime.GOOS {
	case "darwin":
		if paste {
			return []clipTool{{"pbpaste", nil}}
		}
		return []clipTool{{"pbcopy", nil}}
	case "windows":
		if paste {
			return []clipTool{{"powershell", []string{"-NoProfile", "-Command", "Get-Clipboard"}}}
		}
		return []clipTool{{"clip", nil}}
	}
	var tools []clipTool
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		if paste {
			tools = append(tools, clipTool{"wl-paste", []string{"--no-newline"}})
		} else {
			tools = append(tools, clipTool{"wl-copy", nil})
		}
	}
	if os.Getenv("DISPLAY") != "" {
		if paste {
			tools = append(tools, clipTool{"xclip", []string{"-selection", "clipboard", "-o"}}, clipTool{"xsel", []string{"--clipboard", "--output"}})
		} else {
			tools = append(tools, clipTool{"xclip", []string{"-selection", "clipboard", "-i"}}, clipTool{"xsel", []string{"--clipboard", "--input"}})
		}
	}
	return tools
}

// clipCommand returns the first command of tools that is installed, or nil.
func clipCommand(ctx context.Context, tools []clipTool) *exec.Cmd {
	for _, t := range tools {
		if p, err := exec.LookPath(t.name); err == nil {
			return exec.CommandContext(ctx, p, t.args...)
		}
	}
	return nil
}

// clipWait is how long a clipboard command may take.
const clipWait = 3 * time.Second

// Copy puts text on the system's clipboard, in the background, and reports whether there is a
// command to do it.
func Copy(text string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), clipWait)
	cmd := clipCommand(ctx, clipTools(false))
	if cmd == nil {
		cancel()
		return false
	}
	cmd.Stdin = strings.NewReader(text)
	go func() {
		defer cancel()
		_ = cmd.Run()
	}()
	return true
}

// ErrNoClipboard is given to Paste's callback when the clipboard cannot be read.
var ErrNoClipboard = errors.New("this computer's clipboard cannot be read (no wl-paste, xclip or xsel): type the code, or start the game with -code=CODE")

// Paste reads the system's clipboard in the background and calls got with its text (at most
// 400 characters), or with an error; it reports whether there is a command to read it.
func Paste(got func(text string, err error)) bool {
	ctx, cancel := context.WithTimeout(context.Background(), clipWait)
	cmd := clipCommand(ctx, clipTools(true))
	if cmd == nil {
		cancel()
		return false
	}
	go func() {
		defer cancel()
		out, err := cmd.Output()
		if err != nil {
			got("", ErrNoClipboard)
			return
		}
		s := strings.TrimSpace(string(out))
		if len(s) > 400 {
			s = s[:400]
		}
		got(s, nil)
	}()
	return true
}

// keyPastes says that Ctrl+V (Cmd+V) in the code field reads the clipboard (Paste): the
// desktop has no paste event.
const keyPastes = true

// listenPastes has nothing to listen to on the desktop: Ctrl+V reads the clipboard instead
// (keyPastes). It returns a stop that does nothing.
func listenPastes(func(text string)) (stop func()) { return func() {} }
