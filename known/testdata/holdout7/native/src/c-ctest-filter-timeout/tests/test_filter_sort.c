#include "check.h"
#include "filter.h"
int main(void)
{
    char out[64];
    char *argv[] = { "sort", NULL };
    const char *in = "pear\napple\nfig\n";
    CHECK(run_filter(argv, in, strlen(in), out, sizeof out) == 0);
    CHECK_STR(out, "apple\nfig\npear\n");
    DONE();
}
