package known_test

import (
	"bytes"
	"fmt"

	"github.com/wisptriage/wisptriage/known"
)

func Example() {
	set, err := known.Compile(known.Formats())
	if err != nil {
		panic(err)
	}
	log := []byte(`gcc -c main.c
main.c:3:5: error: 'count' undeclared (first use in this function)
    3 |     count++;
      |     ^~~~~
main.c:4:5: error: 'total' undeclared (first use in this function)
make: *** [Makefile:2: main.o] Error 1
`)
	r := set.NewReader(known.Options{})
	for i, line := range bytes.Split(bytes.TrimSuffix(log, []byte("\n")), []byte("\n")) {
		r.Line(i+1, line)
	}
	res := r.Result()
	fmt.Println(res.Outcome, res.Kind)
	for _, c := range res.RootCauses {
		fmt.Printf("%s %s %s: %s (+%d)\n", c.Span, c.Format, c.Source, c.Title, c.ConsequenceCount)
	}
	// Output:
	// failure build
	// L2-4 gcc main.c:3:5: 'count' undeclared (first use in this function) (+0)
	// L5 gcc main.c:4:5: 'total' undeclared (first use in this function) (+1)
}
