package ini

import (
	"errors"
	"sort"
	"strings"
	"testing"
)

func TestParseBasic(t *testing.T) {
	f := mustParse(t, "name = demo\n[server]\nhost = localhost\nport = 8080\n")
	wantValue(t, f, "", "name", "demo")
	wantValue(t, f, "server", "host", "localhost")
	wantValue(t, f, "server", "port", "8080")
}

func TestParseComments(t *testing.T) {
	f := mustParse(t, "; top comment\n# another\n[log]\nlevel = debug ; inline\n")
	wantValue(t, f, "log", "level", "debug")
}

func TestParseQuotedValue(t *testing.T) {
	f := mustParse(t, "[paths]\nroot = \"/srv/app; data\"\nempty = \"\"\n")
	wantValue(t, f, "paths", "empty", "")
	wantValue(t, f, "paths", "root", "/srv/app; data")
}

func TestParseSectionWhitespace(t *testing.T) {
	f := mustParse(t, "[ db ]\nuser = app\n")
	wantValue(t, f, "db", "user", "app")
}

func TestParseRepeatedSection(t *testing.T) {
	f := mustParse(t, "[a]\nx = 1\n[b]\ny = 2\n[a]\nz = 3\n")
	wantValue(t, f, "a", "x", "1")
	wantValue(t, f, "a", "z", "3")
}

func TestParseKeyWithoutSpaces(t *testing.T) {
	f := mustParse(t, "[net]\ntimeout=30s\nretries=3\n")
	wantValue(t, f, "net", "timeout", "30s")
}

func TestParseValueWithEquals(t *testing.T) {
	f := mustParse(t, "[auth]\ntoken = a=b=c\n")
	wantValue(t, f, "auth", "token", "a=b=c")
}

func TestParseContinuationLine(t *testing.T) {
	f := mustParse(t, "[motd]\ntext = first line \\\n  second line\n")
	wantValue(t, f, "motd", "text", "first line second line")
}

func TestParseErrors(t *testing.T) {
	for _, src := range []string{"[broken\n", "just words\n"} {
		_, err := Parse(strings.NewReader(src))
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Line != 1 {
			t.Errorf("Parse(%q) error = %v, want a ParseError on line 1", src, err)
		}
	}
}

func TestGetDefault(t *testing.T) {
	f := mustParse(t, "[a]\nx = 1\n")
	if got := f.Get("a", "missing", "dflt"); got != "dflt" {
		t.Errorf("Get default = %q", got)
	}
}

func TestIntAndBool(t *testing.T) {
	f := mustParse(t, "[w]\nn = 12\non = yes\noff = 0\nbad = maybe\n")
	if n, err := f.Int("w", "n", 0); err != nil || n != 12 {
		t.Errorf("Int = %d, %v", n, err)
	}
	for key, want := range map[string]bool{"on": true, "off": false} {
		if b, err := f.Bool("w", key, !want); err != nil || b != want {
			t.Errorf("Bool(%s) = %v, %v", key, b, err)
		}
	}
	if _, err := f.Bool("w", "bad", false); err == nil {
		t.Error("Bool(bad) did not fail")
	}
}

func TestSectionsListsAll(t *testing.T) {
	f := mustParse(t, "[b]\n[a]\n")
	got := f.Sections()
	sort.Strings(got)
	if strings.Join(got, ",") != ",a,b" {
		t.Errorf("Sections = %q", got)
	}
}
