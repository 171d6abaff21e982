#include "check.h"
#include "filter.h"
int main(void)
{
    char out[64];
    char *argv[] = { "cat", NULL };
    CHECK(run_filter(argv, "hello\n", 6, out, sizeof out) == 0);
    CHECK_STR(out, "hello\n");
    DONE();
}
