// Command crmd serves the CRM API.
package main

import (
	"flag"
	"log"
	"net/http"

	"example.com/crm/api"
	"example.com/crm/model"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	flag.Parse()
	s := &api.Server{Store: model.NewStore()}
	mux := http.NewServeMux()
	s.Routes(mux)
	log.Printf("crmd listening on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, mux))
}
