package main

import (
	"log"
	"net/http"

	"example.com/notes/api"
	"example.com/notes/store"
)

func main() {
	srv := &api.Server{S: store.New(), Shares: map[string][]string{}}
	log.Fatal(http.ListenAndServe("127.0.0.1:8087", srv))
}
