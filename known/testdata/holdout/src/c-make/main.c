#include <stdio.h>
#include "app.h"

int main(int argc, char **argv)
{
	struct token toks[64];
	int n = lex(argc > 1 ? argv[1] : "a b c", toks, 64);
	printf("%d tokens\n", n);
	return config_load("app.conf") || net_connect("localhost", 8080);
}
