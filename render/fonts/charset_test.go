package fonts

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestStringsHaveGlyphs reads every string and rune literal of the module's Go files that
// go into the game (not tests, not the programs under cmd/) and checks that each character
// is in each of the fonts: a character the subset left out would print as a box.
func TestStringsHaveGlyphs(t *testing.T) {
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	seen := map[rune]bool{}
	root := filepath.Join("..", "..")
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != root && (strings.HasPrefix(n, ".") || n == "cmd" || n == "out" || n == "testdata" || n == "bin") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			l, ok := n.(*ast.BasicLit)
			if !ok || (l.Kind != token.STRING && l.Kind != token.CHAR) {
				return true
			}
			v, err := strconv.Unquote(l.Value)
			if err != nil {
				return true
			}
			for _, r := range v {
				if r < 0x20 || r == 0x7f || seen[r] {
					continue
				}
				seen[r] = true
				for st, f := range s.fonts {
					if i, err := f.GlyphIndex(&b, r); err != nil || i == 0 {
						t.Errorf("%s: %q (U+%04X) is not in %v: add it to ttf/CHARSET and run make fonts", fset.Position(l.Pos()), r, r, Style(st))
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) < 95 {
		t.Errorf("only %d characters found in the code's strings: the walk missed the code", len(seen))
	}
}

// TestGlyphsAsTheFullFonts checks that each character of ttf/CHARSET that the full Go fonts have
// is in the cut ones, with the same advance and the same outline.
func TestGlyphsAsTheFullFonts(t *testing.T) {
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	var fb, cb sfnt.Buffer
	kept := 0
	for st, ttf := range [...][]byte{Regular: goregular.TTF, Medium: gomedium.TTF, Bold: gobold.TTF, Mono: gomono.TTF} {
		full, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		cut := s.fonts[st]
		ppem := fixed.Int26_6(full.UnitsPerEm()) << 6
		charset, err := files.ReadFile("ttf/CHARSET")
		if err != nil {
			t.Fatal(err)
		}
		for _, rg := range strings.Split(strings.TrimSpace(string(charset)), ",") {
			lo, hi, _ := strings.Cut(strings.TrimPrefix(rg, "U+"), "-")
			a, err := strconv.ParseUint(lo, 16, 32)
			if err != nil {
				t.Fatalf("ttf/CHARSET: %q", rg)
			}
			z := a
			if hi != "" {
				if z, err = strconv.ParseUint(hi, 16, 32); err != nil {
					t.Fatalf("ttf/CHARSET: %q", rg)
				}
			}
			for r := rune(a); r <= rune(z); r++ {
				fi, err := full.GlyphIndex(&fb, r)
				if err != nil || fi == 0 {
					continue // not in the Go fonts either
				}
				ci, err := cut.GlyphIndex(&cb, r)
				if err != nil || ci == 0 {
					t.Errorf("%v: %q is in the full font, not in the cut one", Style(st), r)
					continue
				}
				kept++
				fa, _ := full.GlyphAdvance(&fb, fi, ppem, font.HintingNone)
				ca, _ := cut.GlyphAdvance(&cb, ci, ppem, font.HintingNone)
				if fa != ca {
					t.Errorf("%v: %q advances %v in the full font, %v in the cut one", Style(st), r, fa, ca)
				}
				fs, err1 := full.LoadGlyph(&fb, fi, ppem, nil)
				fsegs := append(sfnt.Segments(nil), fs...)
				cs, err2 := cut.LoadGlyph(&cb, ci, ppem, nil)
				if err1 != nil || err2 != nil || len(fsegs) != len(cs) {
					t.Errorf("%v: %q has %d segments in the full font, %d in the cut one (%v, %v)", Style(st), r, len(fsegs), len(cs), err1, err2)
					continue
				}
				for i := range cs {
					if cs[i] != fsegs[i] {
						t.Errorf("%v: %q differs at segment %d", Style(st), r, i)
						break
					}
				}
			}
		}
	}
	if kept < 4*190 {
		t.Errorf("only %d glyphs compared", kept)
	}
}
