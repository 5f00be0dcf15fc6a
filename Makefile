# Felt: the commands the README names. `make serve` and `make test` are the two that matter.

GO          ?= go
PORT        ?= 8080
BIN         := $(CURDIR)/bin
# staticcheck 2026.2.2, which knows Go 1.26.
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(BIN)/staticcheck

WASM        := web/felt.wasm
SITE        := web/site
WASM_FLAGS  := -trimpath -ldflags="-s -w"

# Debian packages: the C side of ebiten's desktop build, and what the tests run in.
DEB_BUILD   := libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev \
               libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config
DEB_TEST    := xvfb xauth chromium

.PHONY: serve demo run wasm desktop test test-full test-short bench odds generate fonts pictures check-fmt vet lint unit deps deps-build tools testtime clean

# make test's records: each step's and each test binary's time and peak RSS (cmd/testtime).
TESTTIME    := $(BIN)/testtime
TIMES       := $(CURDIR)/out/testtime
STEPS       := deps tools check-fmt vet lint unit

## serve: build the web version and serve the site (web/site) on http://localhost:$(PORT)
serve: wasm
	$(GO) run ./cmd/serve -dir $(SITE) -port $(PORT)

## demo: build the web version and serve it in attract mode on http://localhost:$(PORT)/ (docs/demo.md)
demo: wasm
	$(GO) run ./cmd/serve -dir $(SITE) -port $(PORT) -query mode=attract

## run: build and start the desktop version
run: desktop
	$(BIN)/felt

## wasm: build the web version into web/ (felt.wasm and a copy of wasm_exec.js), then the site
##       a static host serves as it is into web/site (hashed names, .br and .gz, a service worker)
wasm:
	@src="$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js"; \
	cmp -s "$$src" wasm_exec.js || { cp "$$src" wasm_exec.js && echo "wasm_exec.js refreshed from $$src"; }
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o $(WASM) .
	cp wasm_exec.js web/wasm_exec.js
	$(GO) run ./cmd/site -src web -out $(SITE)

## desktop: build the desktop version into bin/felt
desktop: deps-build
	$(GO) build -o $(BIN)/felt .

## test: install what is missing, then check formatting, vet, staticcheck, and run every test
##       (the ones that need a display under xvfb-run, and the browser test in headless Chromium);
##       at its end, a table of each step's time and of the slowest test binaries with their peak RSS
test: testtime
	@rm -rf $(TIMES) && mkdir -p $(TIMES); \
	rc=0; for s in $(STEPS); do \
		FELT_TESTTIME=$(TIMES) $(TESTTIME) step $$s $(MAKE) --no-print-directory $$s || { rc=$$?; break; }; \
	done; \
	FELT_TESTTIME=$(TIMES) $(TESTTIME) report; exit $$rc

## test-full: make test with the long matrix too (FELT_EXHAUSTIVE=1: every seed search, every
##            screen at every phase, the advisor's every Middle situation; FELT_LONG=1: long runs)
test-full:
	FELT_EXHAUSTIVE=1 FELT_LONG=1 $(MAKE) --no-print-directory test UNIT_TIMEOUT=180m

## test-short: the tests that need no display and no browser (go test -short, DISPLAY unset)
test-short:
	env -u DISPLAY $(GO) test -short -count=1 ./...

## odds: print the math sheet, computed by the rules core (ARGS=-json | -lines | -exact | -game crazy4 -bet queens_up)
odds:
	$(GO) run ./cmd/odds $(ARGS)

## generate: regenerate the embedded optimal-strategy tables and the sheet's figures (cmd/figures; about 16 s; a test checks they are current)
generate:
	$(GO) generate ./game/strategy

## fonts: cut the Go fonts to the characters of render/fonts/ttf/CHARSET, into render/fonts/ttf
##        (needs fonttools: apt-get install python3-fonttools)
fonts:
	@ttfs="$$($(GO) list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs"; \
	for f in Go-Regular Go-Medium Go-Bold Go-Mono; do \
		python3 -m fontTools.subset "$$ttfs/$$f.ttf" --unicodes="$$(cat render/fonts/ttf/CHARSET)" \
			--no-hinting --name-IDs='*' --notdef-outline --output-file=render/fonts/ttf/$$f.ttf || exit 1; \
	done; \
	cp "$$ttfs/README" render/fonts/ttf/README && chmod 644 render/fonts/ttf/README
	$(GO) test -count=1 ./render/fonts

## pictures: make the pictures of the README and docs/art.md in docs/pictures: the web version
##           played to each moment in headless Chromium (cmd/pictures) and screenshot
##           (ARGS=-only=crazy4,wheel: only those)
pictures: wasm
	$(GO) run ./cmd/pictures -dir web -out docs/pictures $(ARGS)

## bench: the benchmarks and the measurements (web's idle cost and opening time among them)
bench: deps
	FELT_BROWSER=1 xvfb-run -a $(GO) test -run '^$$' -bench . -benchmem ./...

check-fmt:
	@files="$$(gofmt -l .)"; \
	if [ -n "$$files" ]; then echo "gofmt: these files need formatting (run gofmt -w):"; echo "$$files"; exit 1; fi

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

lint: tools
	$(STATICCHECK) ./...
	GOOS=js GOARCH=wasm $(STATICCHECK) ./...

# -count=1: the browser test builds the game from source, which go test's cache cannot see.
# -timeout: the browser tests of web/ play many rounds in a real browser, well past go test's
# default of ten minutes for one package on a busy two-core machine.
# -exec: each test binary runs under cmd/testtime, which records its time and peak RSS.
# The browser tests (./web, the longest binary, which mostly waits for pages) start first, in a
# go test of their own beside the rest: one go test runs its packages' binaries in the order
# listed, which would start web's last, after every other (docs/tests-speed.md).
UNIT_TIMEOUT ?= 40m
UNIT_FLAGS   = -count=1 -timeout $(UNIT_TIMEOUT) -exec "$(TESTTIME) exec"
unit: testtime
	@FELT_BROWSER=1 FELT_TESTTIME=$${FELT_TESTTIME:-$(TIMES)} xvfb-run -a sh -c '\
		$(GO) test $(UNIT_FLAGS) ./web & web=$$!; \
		$(GO) test $(UNIT_FLAGS) $$($(GO) list ./... | grep -vx felt/web); rc=$$?; \
		wait $$web || rc=1; exit $$rc'

testtime:
	@mkdir -p $(TIMES)
	@$(GO) build -o $(TESTTIME) ./cmd/testtime

tools:
	@if ! "$(STATICCHECK)" -version 2>/dev/null | grep -q "($(STATICCHECK_VERSION:v%=%))"; then \
		echo "installing staticcheck $(STATICCHECK_VERSION) into $(BIN)"; \
		GOBIN="$(BIN)" $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION); \
	fi

# deps installs the Debian packages that are missing, and nothing when none is.
deps: DEB_WANT = $(DEB_BUILD) $(DEB_TEST)
deps-build: DEB_WANT = $(DEB_BUILD)
deps deps-build:
	@if ! command -v dpkg-query >/dev/null 2>&1; then \
		echo "make: this is not a Debian-like system, so nothing is installed automatically."; \
		echo "make: install the equivalents of: $(DEB_WANT)"; \
		echo "make: (OpenGL, X11 and ALSA headers, pkg-config, Xvfb with xauth, and Chromium)"; \
		for c in pkg-config xvfb-run; do command -v $$c >/dev/null 2>&1 || { echo "make: $$c is missing" >&2; exit 1; }; done; \
		exit 0; \
	fi; \
	missing=""; \
	for p in $(DEB_WANT); do \
		dpkg-query -W -f='$${db:Status-Status}' "$$p" 2>/dev/null | grep -qx installed || missing="$$missing $$p"; \
	done; \
	[ -z "$$missing" ] && exit 0; \
	if [ "$$(id -u)" = 0 ]; then sudo=""; \
	elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; \
	else echo "make: missing Debian packages:$$missing; install them as root (no sudo here)" >&2; exit 1; fi; \
	echo "make: installing Debian packages:$$missing"; \
	$$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing

## clean: remove what the build and the tests wrote
clean:
	rm -rf $(BIN) $(WASM) $(SITE) web/wasm_exec.js out
