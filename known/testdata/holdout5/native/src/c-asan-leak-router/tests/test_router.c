#include <string.h>
#include "check.h"
#include "routekit.h"

static int h_users(const char *p, void *c) { (void)p; (void)c; return 1; }
static int h_user(const char *p, void *c) { (void)p; (void)c; return 2; }
static int h_health(const char *p, void *c) { (void)p; (void)c; return 3; }
static int h_legacy(const char *p, void *c) { (void)p; (void)c; return 4; }

int main(void)
{
	struct router r;
	router_init(&r);
	CHECK(router_add(&r, "/users", h_users) == 0);
	CHECK(router_add(&r, "/users/*", h_user) == 0);
	CHECK(router_add(&r, "/healthz", h_health) == 0);
	CHECK(router_add(&r, "/v1/users", h_legacy) == 0);
	CHECK(r.count == 4);
	CHECK(router_match(&r, "/users") == h_users);
	CHECK(router_match(&r, "/users/42") == h_user);
	CHECK(router_match(&r, "/users/42/posts") == NULL);
	CHECK(router_match(&r, "/healthz") == h_health);
	CHECK(router_remove(&r, "/v1/users") == 0);
	CHECK(r.count == 3);
	CHECK(router_match(&r, "/v1/users") == NULL);
	CHECK(router_remove(&r, "/v1/users") == -1);
	router_free(&r);
	CHECK(r.head == NULL && r.count == 0);
	return CHECK_DONE("test_router");
}
