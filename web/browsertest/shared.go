//go:build !js

package browsertest

import (
	"context"
	"os"
	"sync"
	"testing"

	"felt/web"
)

// process is what the browser tests of one test binary share, each made at its first use:
// one build of the wasm, a site of it (and its server) per web.Options asked for, and one
// Chromium. The wasm takes about a minute to build and Chromium seconds to start on a busy
// two-core machine; a fresh browser context per test keeps the tests apart as a fresh
// browser did.
type process struct {
	mu         sync.Mutex
	built      bool
	src        string // the wasm and the pages web.Build makes a site of
	srcErr     error
	sites      map[web.Options]*Site
	started    bool
	browser    context.Context
	browserErr error
	ends       []func() // what Main undoes, in the order made
}

// shared is the test binary's process: a per-process cache, the one place the browser tests
// keep what outlives a test.
var shared process

// site returns the site at the options o, building the wasm at the first call and the site
// at the first call with o; a build that failed fails every call after it.
func (p *process) site(o web.Options) (*Site, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.built {
		p.built = true
		p.src, p.srcErr = buildSource()
		if p.srcErr == nil {
			src := p.src
			p.ends = append(p.ends, func() { os.RemoveAll(src) })
		}
	}
	if p.srcErr != nil {
		return nil, p.srcErr
	}
	if s, ok := p.sites[o]; ok {
		return s, nil
	}
	s, end, err := buildSite(p.src, o)
	if err != nil {
		return nil, err
	}
	if p.sites == nil {
		p.sites = make(map[web.Options]*Site)
	}
	p.sites[o] = s
	p.ends = append(p.ends, end)
	return s, nil
}

// chromium starts Chromium at path at its first call; later calls return the same context
// (or the same error).
func (p *process) chromium(path string) (context.Context, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.started {
		p.started = true
		var end func()
		p.browser, end, p.browserErr = startChromium(path)
		if end != nil {
			p.ends = append(p.ends, end)
		}
	}
	return p.browser, p.browserErr
}

// end ends Chromium and the servers and removes their directories, the last made first.
func (p *process) end() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := len(p.ends) - 1; i >= 0; i-- {
		p.ends[i]()
	}
	p.ends = nil
}

// Main runs the tests of m, then ends the Chromium and the servers they shared, and exits
// with their status. Call it from the package's TestMain.
func Main(m *testing.M) {
	code := m.Run()
	shared.end()
	os.Exit(code)
}
