#include <ctype.h>
#include <stdlib.h>
#include "expr.h"

static const char *const names[] = {
    "number", "'+'", "'-'", "'*'", "'/'", "'('", "')'",
};

const char *tok_name(enum tok_kind k)
{
    return names[k];
}

int lex(const char *src, struct token *out, int max)
{
    int n = 0;
    while (*src && n < max - 1) {
        if (isspace((unsigned char)*src)) { src++; continue; }
        if (isdigit((unsigned char)*src) || *src == '.') {
            char *end;
            out[n].kind = TOK_NUM;
            out[n].value = strtod(src, &end);
            src = end;
            n++;
            continue;
        }
        switch (*src++) {
        case '+': out[n++].kind = TOK_PLUS; break;
        case '-': out[n++].kind = TOK_MINUS; break;
        case '*': out[n++].kind = TOK_STAR; break;
        case '/': out[n++].kind = TOK_SLASH; break;
        case '(': out[n++].kind = TOK_LPAREN; break;
        case ')': out[n++].kind = TOK_RPAREN; break;
        default: return -1;
        }
    }
    out[n++].kind = TOK_EOF;
    return n;
}
