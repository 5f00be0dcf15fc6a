// Command serve serves the web build of Felt (the web/ directory) on localhost, with the right
// type for .wasm and gzip for browsers that accept it.
//
//	go run ./cmd/serve [-port 8080] [-dir web] [-host localhost] [-query mode=attract]
//
// With -query, the bare address (/ without a query string) opens with that query string:
// make demo serves the game in attract mode so (docs/demo.md).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"felt/web"
)

func main() {
	port := flag.Int("port", 8080, "port to listen on")
	dir := flag.String("dir", "web", "directory to serve")
	host := flag.String("host", "localhost", "address to listen on; 0.0.0.0 for every interface")
	query := flag.String("query", "", "the query string the bare address opens with, such as mode=attract")
	flag.Parse()
	if err := run(*host, *port, *dir, *query); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

func run(host string, port int, dir, query string) error {
	if _, err := os.Stat(dir + "/index.html"); err != nil {
		return fmt.Errorf("nothing to serve: %w (run make serve, which builds the game first)", err)
	}
	h, err := web.NewHandler(dir)
	if err != nil {
		return err
	}
	defer h.Close()

	ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: withQuery(h, query), ReadHeaderTimeout: 10 * time.Second}
	open := ""
	if query != "" {
		open = "?" + query
	}
	fmt.Printf("serve: %s on http://%s/%s (Ctrl-C to stop)\n", dir, displayAddr(host, ln.Addr()), open)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}

// displayAddr is the address to print: the host as given, with the port actually bound.
func displayAddr(host string, addr net.Addr) string {
	_, port, _ := net.SplitHostPort(addr.String())
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}

// withQuery sends a request for the bare address (/ without a query string) to /?query; with
// no query it is h.
func withQuery(h http.Handler, query string) http.Handler {
	if query == "" {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" && r.URL.RawQuery == "" {
			http.Redirect(w, r, "/?"+query, http.StatusFound)
			return
		}
		h.ServeHTTP(w, r)
	})
}
