#include <string.h>
#include "check.h"
#include "expr.h"
int main(void)
{
    CHECK(strcmp(tok_name(TOK_NUM), "number") == 0);
    CHECK(strcmp(tok_name(TOK_STAR), "'*'") == 0);
    /* the parser's error messages name the token it stopped at, often the end */
    struct token t[8];
    int n = lex("1 +", t, 8);
    printf("unexpected %s at token %d\n", tok_name(t[n - 1].kind), n - 1);
    REPORT();
}
