#include "check.h"
#include "tlv.h"

int main(void)
{
	const uint8_t msg[] = { 0x81, 0x09, 0x01, 0x01, 'a', 0x02, 0x04, 0, 0, 0, 7 };
	CHECK(tlv_walk(msg, sizeof msg, NULL, NULL) == 3);
	CHECK(tlv_walk(msg, 5, NULL, NULL) == -1);
	return REPORT("tlv");
}
