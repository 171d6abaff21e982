#include <math.h>
#include "check.h"
#include "expr.h"
static double calc(const char *s)
{
    struct token t[32];
    int n = lex(s, t, 32);
    struct node *root = parse(t, n);
    double v = eval(root);
    free_tree(root);
    return v;
}
int main(void)
{
    CHECK(calc("1 + 2 * 3") == 7);
    CHECK(calc("(1 + 2) * 3") == 9);
    CHECK(fabs(calc("10 / 4") - 2.5) < 1e-9);
    CHECK(calc("8 - 2 - 1") == 5);
    /* a leading minus: "-3 + 5" */
    CHECK(calc("-3 + 5") == 2);
    REPORT();
}
