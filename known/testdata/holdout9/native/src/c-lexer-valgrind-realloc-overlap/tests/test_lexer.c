#include <stdio.h>
#include <string.h>

#include "minilex.h"

static int checks, failed;
#define CHECK(c) do { checks++; if (!(c)) { failed++; printf("%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); } } while (0)

static void test_lex(void)
{
	struct token_list l;
	toks_init(&l);
	CHECK(lex("int x = 42;\nreturn \"hi\";", &l) == 0);
	CHECK(l.n == 9);
	CHECK(l.v[0].kind == TOK_IDENT && strcmp(l.v[0].text, "int") == 0);
	CHECK(l.v[3].kind == TOK_NUMBER && strcmp(l.v[3].text, "42") == 0);
	CHECK(l.v[6].kind == TOK_STRING && l.v[6].line == 2);
	CHECK(l.v[8].kind == TOK_EOF);
	toks_free(&l);
}

static void test_includes(void)
{
	const char *src =
		"#include \"a.h\"\n"
		"#include \"b.h\"\n"
		"int main(void) { return 0; }\n"
		"#include \"c.h\"\n"
		"#include \"d.h\"\n"
		"#include \"e.h\"\n";
	struct token_list l;
	toks_init(&l);
	const struct token *first = collect_includes(src, &l);
	CHECK(l.n == 5);
	CHECK(first != NULL && strcmp(first->text, "a.h") == 0);
	CHECK(strcmp(l.v[4].text, "e.h") == 0 && l.v[4].line == 6);
	toks_free(&l);
}

static void test_paths(void)
{
	char a[] = "src//lexer.c", b[] = "./././include/minilex.h";
	CHECK(strcmp(path_normalize(a), "src/lexer.c") == 0);
	CHECK(strcmp(path_normalize(b), "include/minilex.h") == 0);
}

int main(void)
{
	test_lex();
	test_includes();
	test_paths();
	printf("test_lexer: %d checks, %d failed\n", checks, failed);
	return failed != 0;
}
