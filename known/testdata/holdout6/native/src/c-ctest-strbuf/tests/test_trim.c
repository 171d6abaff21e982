#include "strbuf.h"
#include "check.h"

int main(void)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_append(&sb, " \t padded \t ");
	sb_trim(&sb);
	CHECK_STR(sb.data, "padded");
	CHECK_INT(sb.len, 6);
	sb_free(&sb);
	return CHECK_DONE();
}
