package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	m := mu
	fmt.Printf("%d items\n", "three")
	_ = m
}
