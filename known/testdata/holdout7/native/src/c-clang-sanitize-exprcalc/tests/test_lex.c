#include "check.h"
#include "expr.h"
int main(void)
{
    struct token t[8];
    CHECK(lex("1 + 2", t, sizeof t) == 4);
    CHECK(t[1].kind == TOK_PLUS);
    CHECK(lex("(3.5*2)", t, sizeof t) == 6);
    CHECK(t[0].kind == TOK_LPAREN && t[4].kind == TOK_RPAREN);
    CHECK(lex("2 ^ 3", t, sizeof t) == -1);
    /* a long expression: lex stops at max - 1 tokens and ends with TOK_EOF */
    CHECK(lex("1+2+3+4+5+6+7+8+9", t, sizeof t) == 8);
    REPORT();
}
