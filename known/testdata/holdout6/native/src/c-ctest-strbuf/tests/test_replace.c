#include "strbuf.h"
#include "check.h"

int main(void)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_append(&sb, "the cat sat on the mat");
	CHECK_INT(sb_replace(&sb, "the", "a"), 2);
	CHECK_STR(sb.data, "a cat sat on a mat");
	CHECK_INT(sb_replace(&sb, "dog", "cat"), 0);
	sb_free(&sb);
	return CHECK_DONE();
}
