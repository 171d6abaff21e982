#include "strbuf.h"
#include "check.h"

int main(void)
{
	struct strbuf a, b;
	sb_init(&a);
	sb_init(&b);
	sb_append(&a, "apple");
	sb_append(&b, "apple");
	CHECK_INT(sb_compare(&a, &b), 0);
	sb_append(&b, "s");
	CHECK_INT(sb_compare(&a, &b) < 0, 1);
	sb_free(&a);
	sb_free(&b);
	return CHECK_DONE();
}
