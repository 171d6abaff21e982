#include "strbuf.h"
#include "check.h"

int main(void)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_append(&sb, "stressed");
	sb_reverse(&sb);
	CHECK_STR(sb.data, "desserts");
	sb_free(&sb);
	return CHECK_DONE();
}
