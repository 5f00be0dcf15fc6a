//go:build unix

package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"text/tabwriter"
)

// Limit is the peak resident memory a test binary may reach (issue 25): the report marks the
// packages over it.
const Limit = 3 << 20 // KiB

// report prints the steps in the order they ran, then the n slowest packages, each with its
// seconds, its peak resident memory and its status, and the package of the highest peak.
func report(w io.Writer, dir string, n int) error {
	steps, err := readRuns(filepath.Join(dir, stepsFile))
	if err != nil {
		return err
	}
	pkgs, err := readRuns(filepath.Join(dir, packagesFile))
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "\nmake test: the steps")
	var total float64
	for _, s := range steps {
		total += s.secs
		row(tw, s)
	}
	fmt.Fprintf(tw, "all\t%s\t\t\t\n", clock(total))
	tw.Flush()
	if len(pkgs) == 0 {
		return nil
	}
	slices.SortStableFunc(pkgs, func(a, b run) int {
		switch {
		case a.secs > b.secs:
			return -1
		case a.secs < b.secs:
			return 1
		}
		return 0
	})
	fmt.Fprintf(w, "\nthe %d slowest of %d test binaries (peak RSS: the largest process of each, from its rusage)\n", min(n, len(pkgs)), len(pkgs))
	for _, p := range pkgs[:min(n, len(pkgs))] {
		row(tw, p)
	}
	tw.Flush()
	top := slices.MaxFunc(pkgs, func(a, b run) int { return int(a.rss - b.rss) })
	fmt.Fprintf(w, "highest peak RSS: %s, %s\n", top.name, mib(top.rss))
	for _, p := range pkgs {
		if p.rss > Limit {
			fmt.Fprintf(w, "OVER %s: %s, %s\n", mib(Limit), p.name, mib(p.rss))
		}
	}
	return nil
}

// row prints one run: name, time, peak RSS, and FAIL when its status is not 0.
func row(w io.Writer, r run) {
	status := ""
	if r.code != 0 {
		status = fmt.Sprintf("FAIL (%d)", r.code)
	}
	fmt.Fprintf(w, "%s\t%s\t%s\t%s\t\n", r.name, clock(r.secs), mib(r.rss), status)
}

// clock writes seconds as minutes and seconds.
func clock(secs float64) string {
	if secs < 60 {
		return fmt.Sprintf("%.1f s", secs)
	}
	return fmt.Sprintf("%dm%04.1fs", int(secs)/60, secs-float64(int(secs)/60*60))
}

// mib writes KiB as MiB.
func mib(kib int64) string {
	return fmt.Sprintf("%d MiB", kib>>10)
}
