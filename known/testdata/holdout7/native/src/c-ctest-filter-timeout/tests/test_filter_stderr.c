#include "check.h"
#include "filter.h"
int main(void)
{
    char out[64];
    /* the child's stderr is not captured: it goes to the test's own stderr */
    char *argv[] = { "sh", "-c", "echo 'warning: this goes to stderr' >&2; cat", NULL };
    CHECK(run_filter(argv, "ok\n", 3, out, sizeof out) == 0);
    CHECK_STR(out, "ok\n");
    DONE();
}
