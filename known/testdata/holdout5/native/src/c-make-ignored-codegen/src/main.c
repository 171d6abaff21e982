#include <stdio.h>
#include "msgbus.h"
#include "msgtypes.h"

int main(void)
{
	struct bus *b = bus_open("local", 64);
	struct msg_hello hello = { 3, "node-a" };
	struct msg_bye bye = { "shutdown" };
	if (b == NULL)
		return 1;
	bus_post(b, MSG_HELLO, &hello);
	printf("hello is %zu bytes\n", codec_encoded_len(MSG_HELLO, &hello));
	bus_post(b, MSG_BYE, &bye);
	bus_close(b);
	return 0;
}
