package digest

import (
	"fmt"
	"os"
	"testing"
)

func TestDebugOne(t *testing.T) {
	sysName := os.Getenv("SYS")
	if sysName == "" {
		t.Skip()
	}
	for _, s := range readLoghub(t, loghubDir(t)) {
		if s.name != sysName {
			continue
		}
		lines := s.content
		if os.Getenv("RAW") != "" {
			lines = s.raw
		}
		ga, pa, rep := score(lines, s.truth, true)
		fmt.Printf("GA %.3f PA %.3f\n%s", ga, pa, rep)
		m := New(Options{})
		for i, l := range lines {
			m.Line(i+1, l)
		}
		r := m.Result()
		fmt.Println("templates", len(r.Templates), "records", r.Records)
		for i := 0; i < 5 && i < len(lines); i++ {
			h := parseHeader(lines[i])
			fmt.Printf("hdr %+v msg=%q\n", h, lines[i][h.msg:])
		}
	}
}

func TestDebugStamps(t *testing.T) {
	sysName := os.Getenv("SYS")
	if sysName == "" {
		t.Skip()
	}
	for _, s := range readLoghub(t, loghubDir(t)) {
		if s.name != sysName {
			continue
		}
		lines := s.content
		if os.Getenv("RAW") != "" {
			lines = s.raw
		}
		seen := map[string]int{}
		for _, l := range lines {
			h := parseHeader(l)
			k := fmt.Sprintf("stamp=%v sev=%v", h.stamp, h.sev)
			seen[k]++
			if seen[k] <= 3 {
				fmt.Printf("%s hdr=%q msg=%q\n", k, l[:h.msg], l[h.msg:])
			}
		}
		fmt.Println(seen)
	}
}

func TestDebugGA(t *testing.T) {
	sysName := os.Getenv("SYS")
	if sysName == "" {
		t.Skip()
	}
	for _, s := range readLoghub(t, loghubDir(t)) {
		if s.name != sysName {
			continue
		}
		lines := s.content
		if os.Getenv("RAW") != "" {
			lines = s.raw
		}
		m := New(Options{})
		for i, l := range lines {
			m.Line(i+1, l)
		}
		mt := m.Matcher()
		pred := map[int]map[string]int{}
		tr := map[string]map[int]int{}
		ptext := map[int]string{}
		for i, l := range lines {
			r := mt.Line(i+1, l)
			if pred[r.ID] == nil {
				pred[r.ID] = map[string]int{}
			}
			pred[r.ID][s.truth[i]]++
			if tr[s.truth[i]] == nil {
				tr[s.truth[i]] = map[int]int{}
			}
			tr[s.truth[i]][r.ID]++
			ptext[r.ID] = r.Template
		}
		fmt.Println("== merged (one predicted, several truths)")
		for id, m := range pred {
			if len(m) > 1 {
				fmt.Printf("pred %d %q\n", id, ptext[id])
				for k, v := range m {
					fmt.Printf("     %4d %q\n", v, k)
				}
			}
		}
		fmt.Println("== split (one truth, several predicted)")
		for k, m := range tr {
			if len(m) > 1 {
				fmt.Printf("truth %q\n", k)
				for id, v := range m {
					fmt.Printf("     %4d %q\n", v, ptext[id])
				}
			}
		}
	}
}
