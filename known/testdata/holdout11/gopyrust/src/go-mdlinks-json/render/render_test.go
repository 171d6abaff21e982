package render

import "testing"

func TestReportNone(t *testing.T) {
	if got := Report(nil); got != "no broken links\n" {
		t.Errorf("Report(nil) =\n%s\nwant:\nno broken links", got)
	}
}

func TestReportTwo(t *testing.T) {
	got := Report([]Broken{{"docs/a.md", 3, "#intro"}, {"docs/b.md", 9, "c.md"}})
	want := "2 broken links\ndocs/a.md:3: #intro\ndocs/b.md:9: c.md\n"
	if got != want {
		t.Errorf("Report =\n%s\nwant:\n%s", got, want)
	}
	t.Logf("report ok:\n%s", got)
}
