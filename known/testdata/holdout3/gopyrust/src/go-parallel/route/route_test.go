package route

import (
	"errors"
	"testing"
	"time"
)

func TestMatch(t *testing.T) {
	cases := []struct {
		name, pattern, path string
		ok                  bool
		id                  string
	}{
		{"users_posts_0", "/users/{id}/posts", "/users/100/posts", true, "100"},
		{"posts_teams_1", "/posts/{id}/teams", "/posts/101/teams", true, "101"},
		{"orders_reports_2", "/orders/{id}/reports", "/orders/102/reports", true, "102"},
		{"items_users_3", "/items/{id}/users", "/items/103/users", true, "103"},
		{"teams_items_4", "/teams/{id}/items", "/teams/104/items", true, "104"},
		{"projects_invoices_5", "/projects/{id}/invoices", "/projects/105/invoices", true, "105"},
		{"invoices_files_6", "/invoices/{id}/files", "/invoices/106/files", true, "106"},
		{"reports_orders_7", "/reports/{id}/orders", "/reports/107/orders", true, "107"},
		{"tags_projects_8", "/tags/{id}/projects", "/tags/108/projects", true, "108"},
		{"files_tags_9", "/files/{id}/tags", "/files/109/tags", true, "109"},
		{"users_posts_10", "/users/{id}/posts", "/users/110/posts", true, "110"},
		{"posts_teams_11", "/posts/{id}/teams", "/posts/111/teams", true, "111"},
		{"orders_reports_12", "/orders/{id}/reports", "/orders/112/reports", true, "112"},
		{"items_users_13", "/items/{id}/users", "/items/113/users", true, "113"},
		{"teams_items_14", "/teams/{id}/items", "/teams/114/items", true, "114"},
		{"projects_invoices_15", "/projects/{id}/invoices", "/projects/115/invoices", true, "115"},
		{"invoices_files_16", "/invoices/{id}/files", "/invoices/116/files", true, "116"},
		{"reports_orders_17", "/reports/{id}/orders", "/reports/117/orders", true, "117"},
		{"trailing_slash_strict", "/users/{id}", "/users/42/", false, ""},
		{"tags_projects_18", "/tags/{id}/projects", "/tags/118/projects", true, "118"},
		{"files_tags_19", "/files/{id}/tags", "/files/119/tags", true, "119"},
		{"users_posts_20", "/users/{id}/posts", "/users/120/posts", true, "120"},
		{"posts_teams_21", "/posts/{id}/teams", "/posts/121/teams", true, "121"},
		{"orders_reports_22", "/orders/{id}/reports", "/orders/122/reports", true, "122"},
		{"items_users_23", "/items/{id}/users", "/items/123/users", true, "123"},
		{"teams_items_24", "/teams/{id}/items", "/teams/124/items", true, "124"},
		{"projects_invoices_25", "/projects/{id}/invoices", "/projects/125/invoices", true, "125"},
		{"invoices_files_26", "/invoices/{id}/files", "/invoices/126/files", true, "126"},
		{"reports_orders_27", "/reports/{id}/orders", "/reports/127/orders", true, "127"},
		{"tags_projects_28", "/tags/{id}/projects", "/tags/128/projects", true, "128"},
		{"files_tags_29", "/files/{id}/tags", "/files/129/tags", true, "129"},
		{"users_posts_30", "/users/{id}/posts", "/users/130/posts", true, "130"},
		{"posts_teams_31", "/posts/{id}/teams", "/posts/131/teams", true, "131"},
		{"empty_segment", "/files/{name}", "/files/", false, ""},
		{"orders_reports_32", "/orders/{id}/reports", "/orders/132/reports", true, "132"},
		{"items_users_33", "/items/{id}/users", "/items/133/users", true, "133"},
		{"teams_items_34", "/teams/{id}/items", "/teams/134/items", true, "134"},
		{"projects_invoices_35", "/projects/{id}/invoices", "/projects/135/invoices", true, "135"},
		{"invoices_files_36", "/invoices/{id}/files", "/invoices/136/files", true, "136"},
		{"reports_orders_37", "/reports/{id}/orders", "/reports/137/orders", true, "137"},
		{"tags_projects_38", "/tags/{id}/projects", "/tags/138/projects", true, "138"},
		{"files_tags_39", "/files/{id}/tags", "/files/139/tags", true, "139"},
		{"users_posts_40", "/users/{id}/posts", "/users/140/posts", true, "140"},
		{"posts_teams_41", "/posts/{id}/teams", "/posts/141/teams", true, "141"},
		{"orders_reports_42", "/orders/{id}/reports", "/orders/142/reports", true, "142"},
		{"items_users_43", "/items/{id}/users", "/items/143/users", true, "143"},
		{"teams_items_44", "/teams/{id}/items", "/teams/144/items", true, "144"},
		{"projects_invoices_45", "/projects/{id}/invoices", "/projects/145/invoices", true, "145"},
		{"invoices_files_46", "/invoices/{id}/files", "/invoices/146/files", true, "146"},
		{"reports_orders_47", "/reports/{id}/orders", "/reports/147/orders", true, "147"},
		{"tags_projects_48", "/tags/{id}/projects", "/tags/148/projects", true, "148"},
		{"files_tags_49", "/files/{id}/tags", "/files/149/tags", true, "149"},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			time.Sleep(time.Duration(i%4) * time.Millisecond) // the router is hit with staggered requests
			params, ok := Match(c.pattern, c.path)
			t.Logf("%s %s -> ok=%v", c.pattern, c.path, ok)
			if ok != c.ok {
				t.Fatalf("Match(%q, %q) ok = %v, want %v (params %v)", c.pattern, c.path, ok, c.ok, params)
			}
			if ok && params["id"] != c.id && params["name"] != c.id {
				t.Errorf("param = %v, want %q", params, c.id)
			}
		})
	}
}

func TestRetry(t *testing.T) {
	calls := 0
	err := Retry(3, func(n int) error {
		calls++
		if n < 3 {
			t.Logf("attempt %d: error: connection reset by peer; retrying", n)
			return errors.New("connection reset by peer")
		}
		return nil
	})
	if err != nil || calls != 3 {
		t.Fatalf("Retry = %v after %d calls", err, calls)
	}
}

func TestRetryGivesUp(t *testing.T) {
	err := Retry(2, func(n int) error { return errors.New("upstream 503") })
	if err == nil {
		t.Fatal("Retry succeeded, want the last error")
	}
	t.Logf("got expected error: %v", err)
}
