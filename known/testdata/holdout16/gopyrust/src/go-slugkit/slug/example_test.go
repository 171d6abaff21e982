package slug_test

import (
	"fmt"

	"example.com/slugkit/slug"
)

func ExampleMake() {
	fmt.Println(slug.Make("Hello, World!"))
	// Output: hello-world
}

// the function was renamed from Slugify to Make; the example kept its old name
func ExampleSlugify() {
	fmt.Println(slug.Make("Go 1.22 released"))
	// Output: go-1-22-released
}
