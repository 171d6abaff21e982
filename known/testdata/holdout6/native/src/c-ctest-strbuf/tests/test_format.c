#include "strbuf.h"
#include "check.h"

int main(void)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_printf(&sb, "%d items", 3);
	CHECK_STR(sb.data, "3 items");
	sb_printf(&sb, ", total %g", 3.50);
	CHECK_STR(sb.data, "3 items, total 3.50");
	CHECK_INT(sb.len, 19);
	sb_free(&sb);
	return CHECK_DONE();
}
