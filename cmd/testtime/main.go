//go:build unix

// Command testtime measures make test: how long each step and each package's test binary
// ran, and the peak resident memory of each (the largest process of its tree, from the
// kernel's rusage of the waited-for child, as /usr/bin/time -v reports it).
//
//	testtime step NAME COMMAND [ARG...]   run a step of make test and record it
//	testtime exec BINARY [ARG...]         run a test binary and record it (go test -exec)
//	testtime report                       print the steps and the slowest packages
//
// The records go to the directory named by FELT_TESTTIME (steps.tsv, packages.tsv); without
// it, step and exec only run their command. The exit status is the command's.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Env names the environment variable that holds the records' directory.
const Env = "FELT_TESTTIME"

// The records' files, in the directory of Env.
const (
	stepsFile    = "steps.tsv"
	packagesFile = "packages.tsv"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	dir := os.Getenv(Env)
	switch os.Args[1] {
	case "step":
		if len(os.Args) < 4 {
			usage()
		}
		os.Exit(record(dir, stepsFile, os.Args[2], os.Args[3:]))
	case "exec":
		if len(os.Args) < 3 {
			usage()
		}
		pkg, err := packageName()
		if err != nil {
			pkg = filepath.Base(os.Args[2])
		}
		os.Exit(record(dir, packagesFile, pkg, os.Args[2:]))
	case "report":
		if dir == "" {
			fail(errors.New(Env + " names no directory"))
		}
		if err := report(os.Stdout, dir, 15); err != nil {
			fail(err)
		}
	default:
		usage()
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: testtime step NAME COMMAND [ARG...] | exec BINARY [ARG...] | report")
	os.Exit(2)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "testtime:", err)
	os.Exit(1)
}

// record runs the command args, passing on the signals that stop it, and appends its name,
// its seconds, its peak resident memory in KiB and its exit status to dir/file (when dir is
// set). It returns the command's exit status.
func record(dir, file, name string, args []string) int {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "testtime:", err)
		return 1
	}
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT, syscall.SIGHUP)
	go func() {
		for s := range sigs {
			cmd.Process.Signal(s)
		}
	}()
	err := cmd.Wait()
	signal.Stop(sigs)
	secs := time.Since(start).Seconds()
	code := 0
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
		if code < 0 { // killed by a signal
			code = 1
		}
	case err != nil:
		fmt.Fprintln(os.Stderr, "testtime:", err)
		code = 1
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss // KiB on Linux
	}
	if dir != "" {
		line := fmt.Sprintf("%s\t%.1f\t%d\t%d\n", name, secs, rss, code)
		if err := appendLine(filepath.Join(dir, file), line); err != nil {
			fmt.Fprintln(os.Stderr, "testtime:", err)
		}
	}
	return code
}

// appendLine appends one short line to a file: one write with O_APPEND, so that the test
// binaries go test runs side by side do not mix their lines.
func appendLine(path, line string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	_, err = io.WriteString(f, line)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// packageName names the package whose test binary runs in the working directory (go test
// runs it in the package's directory): the module's path and the directory below go.mod.
func packageName() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; {
		mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil {
			path := modulePath(string(mod))
			rel, err := filepath.Rel(dir, wd)
			if err != nil || rel == "." {
				return path, err
			}
			return path + "/" + filepath.ToSlash(rel), nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("no go.mod above " + wd)
		}
		dir = up
	}
}

// modulePath reads the module line of a go.mod.
func modulePath(mod string) string {
	sc := bufio.NewScanner(strings.NewReader(mod))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return "?"
}

// run is one record: a step or a package.
type run struct {
	name string
	secs float64
	rss  int64 // KiB
	code int
}

// readRuns reads a records' file; a missing file has none.
func readRuns(path string) ([]run, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var runs []run
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			return nil, fmt.Errorf("%s:%d: %q is not name, seconds, KiB, status", path, i+1, line)
		}
		var r run
		r.name = f[0]
		r.secs, err = strconv.ParseFloat(f[1], 64)
		if err == nil {
			r.rss, err = strconv.ParseInt(f[2], 10, 64)
		}
		if err == nil {
			r.code, err = strconv.Atoi(f[3])
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, i+1, err)
		}
		runs = append(runs, r)
	}
	return runs, nil
}
