#include <stdlib.h>
#include "check.h"
#include "filter.h"
int main(void)
{
    static char in[32768], out[128];
    memset(in, 'a', sizeof in);
    char *argv[] = { "wc", "-c", NULL };
    CHECK(run_filter(argv, in, sizeof in, out, sizeof out) == 0);
    CHECK(atoi(out) == 32768);
    DONE();
}
