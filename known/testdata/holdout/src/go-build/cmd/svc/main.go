package main

import (
	"log"
	"net/http"

	"example.com/svc/pkg/api"
)

func main() {
	log.Fatal(http.ListenAndServe(":8080", &api.Handler{Limit: 10}))
}
