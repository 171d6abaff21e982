#include <stdlib.h>
#include "calc.h"

enum tok lex(struct lexer *lx)
{
	const char *YYMARKER;
again:
	lx->tok = lx->cur;
	/*!re2c
	re2c:define:YYCTYPE = char;
	re2c:define:YYCURSOR = lx->cur;
	re2c:define:YYLIMIT = lx->lim;
	re2c:yyfill:enable = 0;

	digit = [0-9];
	num = digit+ ("." digit*)? ([eE] [+-]? digit+)?;

	"\x00"            { return T_END; }
	[ \t\n]+          { goto again; }
	num               { lx->num = strtod(lx->tok, NULL); return T_NUM; }
	[a-z]+            { return T_IDENT; }
	"+"               { return T_PLUS; }
	"-"               { return T_MINUS; }
	"*"               { return T_STAR; }
	"/"               { return T_SLASH; }
	"^"               { return T_CARET; }
	"("               { return T_LPAREN; }
	")"               { return T_RPAREN; }
	*                 { return T_ERR; }
	*/
}
