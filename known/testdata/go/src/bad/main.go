package main

import "fmt"

func main() {
	fmt.Println(total(items))
	fmt.Printf("%d\n", "ten")
}
