package main

import "fmt"

func main() { fmt.Println("tablebook api") }
