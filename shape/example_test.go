package shape_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/wisptriage/wisptriage/shape"
)

func ExampleOutlineJSON() {
	doc := `{
  "name": "app",
  "dependencies": {"left-pad": {"version": "1.3.0"}},
  "problems": ["missing: x@1", "invalid: y@2"]
}`
	o, err := shape.OutlineJSON(context.Background(), strings.NewReader(doc), shape.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range o.Root.Children {
		fmt.Printf("%s %s L%d\n", c.Path, c.Type(), c.Line)
	}
	// Output:
	// $.name string L2
	// $.dependencies object L3
	// $.problems array L4
}

func ExampleOutlineJSON_truncated() {
	_, err := shape.OutlineJSON(context.Background(), strings.NewReader("{\"a\": [1,\n2,"), shape.Options{})
	fmt.Println(err)
	// Output:
	// line 2:3: unexpected EOF
}

func ExampleDetect() {
	fmt.Println(shape.Detect([]byte("{\"level\":\"info\",\"msg\":\"up\"}\n{\"level\":\"error\",\"msg\":\"down\"}\n")))
	fmt.Println(shape.Detect([]byte("2024-01-02 10:00:00 WARN disk 91% full\n")))
	// Output:
	// jsonl
	// log
}
