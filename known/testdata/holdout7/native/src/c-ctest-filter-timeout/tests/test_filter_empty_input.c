#include "check.h"
#include "filter.h"
int main(void)
{
    char out[64] = "junk";
    char *argv[] = { "sort", NULL };
    printf("running sort with empty input\n");
    fflush(stdout);
    CHECK(run_filter(argv, "", 0, out, sizeof out) == 0);
    CHECK_STR(out, "");
    DONE();
}
