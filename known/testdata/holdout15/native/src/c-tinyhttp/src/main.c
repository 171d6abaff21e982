#include "http.h"
#include <stdio.h>

int main(void)
{
	printf("%d\n", server_ready() + request_ready() + response_ready() + mime_ready());
	return 0;
}
