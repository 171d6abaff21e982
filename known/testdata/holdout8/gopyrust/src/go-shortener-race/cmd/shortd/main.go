// Command shortd runs the URL shortener.
package main

import (
	"flag"
	"log"
	"net/http"

	"example.com/shortener/links"
	"example.com/shortener/server"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	flag.Parse()
	s := &server.Server{Links: links.NewStore()}
	log.Fatal(http.ListenAndServe(*addr, s.Handler()))
}
