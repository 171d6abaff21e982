package main

import (
	"fmt"
	"log"
	"strings"
)

type record struct {
	id    string
	value string
}

func parse(line string) record {
	parts := strings.Split(line, ",")
	return record{id: parts[0], value: parts[2]}
}

func main() {
	lines := []string{"a1,x,10", "a2,y,20", "a3,z,30", "a4,w"}
	for i, l := range lines {
		log.Printf("ingest: line %d", i+1)
		r := parse(l)
		fmt.Printf("record %s = %s\n", r.id, r.value)
	}
}
