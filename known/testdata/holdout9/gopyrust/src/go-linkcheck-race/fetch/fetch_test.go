package fetch

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func server() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/gone":
			w.WriteHeader(http.StatusGone)
		case "/moved":
			w.WriteHeader(http.StatusMovedPermanently)
		default:
			w.WriteHeader(http.StatusOK)
		}
	}))
}

func TestCheckAll(t *testing.T) {
	srv := server()
	defer srv.Close()
	urls := []string{srv.URL + "/", srv.URL + "/gone", srv.URL + "/a", srv.URL + "/b"}
	st, err := New(4).CheckAll(urls)
	if err != nil {
		t.Fatal(err)
	}
	if b := Broken(st); len(b) != 1 || b[0].Code != http.StatusGone {
		t.Errorf("Broken = %+v", b)
	}
}

func TestCheckAllUnreachable(t *testing.T) {
	srv := server()
	defer srv.Close()
	urls := []string{srv.URL + "/", "http://127.0.0.1:1/x", "http://127.0.0.1:1/y", "http://127.0.0.1:1/z", srv.URL + "/moved"}
	st, err := New(4).CheckAll(urls)
	if err == nil {
		t.Fatal("no error for unreachable URLs")
	}
	if len(Broken(st)) != 3 {
		t.Errorf("Broken = %+v", Broken(st))
	}
}
