#include "check.h"
#include "tlv.h"

int main(void)
{
	uint8_t b[4];
	size_t len;
	CHECK(varlen_encode(5, b) == 1 && b[0] == 5);
	CHECK(varlen_encode(300, b) == 2 && varlen_decode(b, 2, &len) == 2 && len == 300);
	CHECK(varlen_decode((const uint8_t *)"\x80\x80", 2, &len) == -1);
	return REPORT("varlen");
}
