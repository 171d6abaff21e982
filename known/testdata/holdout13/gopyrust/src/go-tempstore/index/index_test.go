package index

import (
	"reflect"
	"testing"
)

var docs = []string{
	"The cat sat on the mat.",
	"A dog and a cat.",
	"Dogs chase cats; the cat runs.",
	"On the mat, a dog sleeps.",
}

func TestBuild(t *testing.T) {
	ix := Build(docs)
	if got := ix["cat"]; !reflect.DeepEqual(got, []int{0, 1, 2}) {
		t.Errorf("ix[cat] = %v", got)
	}
	if got := ix["the"]; len(got) != 3 {
		t.Errorf("ix[the] = %v, want 3 docs", got)
	}
}

func TestTop(t *testing.T) {
	ix := Build(docs)
	got := ix.Top(4)
	want := []string{"cat", "the", "a", "dog"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Top(4) = %v, want %v (ties by word)", got, want)
	}
}
