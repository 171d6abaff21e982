#include "check.h"
#include "filter.h"
int main(void)
{
    char out[64];
    char *argv[] = { "sh", "-c", "cat >/dev/null; exit 3", NULL };
    CHECK(run_filter(argv, "x", 1, out, sizeof out) == 3);
    char *missing[] = { "no-such-program-procpipe", NULL };
    CHECK(run_filter(missing, "x", 1, out, sizeof out) == 127);
    DONE();
}
