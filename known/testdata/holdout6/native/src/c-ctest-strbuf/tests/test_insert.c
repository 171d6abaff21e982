#include "strbuf.h"
#include "check.h"

int main(void)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_append(&sb, "ace");
	sb_insert(&sb, 1, "b");
	sb_insert(&sb, 3, "d");
	CHECK_STR(sb.data, "abcde");
	sb_insert(&sb, 99, "!");
	CHECK_STR(sb.data, "abcde!");
	sb_free(&sb);
	return CHECK_DONE();
}
