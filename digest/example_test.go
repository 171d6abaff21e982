package digest_test

import (
	"fmt"

	"github.com/wisptriage/wisptriage/digest"
)

func Example() {
	log := []string{
		"2024-01-02 10:00:00 INFO order 1001 paid in 35ms",
		"2024-01-02 10:00:01 INFO order 1002 paid in 41ms",
		"2024-01-02 10:00:02 ERROR order 1003 failed: card declined",
		"2024-01-02 10:00:03 INFO order 1004 paid in 38ms",
		"2024-01-02 10:00:04 INFO order 1005 paid in 29ms",
	}
	m := digest.New(digest.Options{})
	for i, l := range log {
		m.Line(i+1, []byte(l))
	}
	r := m.Result()
	for _, t := range r.Templates {
		fmt.Printf("%d x %s %s\n", t.Count, t.Severity, t.Template)
	}
	for _, f := range r.Notable {
		fmt.Printf("notable %s %s: %s\n", f.Span, f.Severity, f.Title)
	}
	// Output:
	// 4 x info order <*> paid in <*>
	// 1 x error order <*> failed: card declined
	// notable L3 error: order 1003 failed: card declined
}

func ExampleMiner_Matcher() {
	log := []string{"job 1 started", "job 2 started", "job 2 crashed"}
	m := digest.New(digest.Options{})
	for i, l := range log {
		m.Line(i+1, []byte(l))
	}
	mt := m.Matcher()
	for i, l := range log {
		r := mt.Line(i+1, []byte(l))
		fmt.Printf("%d %d %s\n", i+1, r.ID, r.Template)
	}
	// Output:
	// 1 1 job <*> started
	// 2 1 job <*> started
	// 3 2 job <*> crashed
}
