/*
 * A stand-in for Windows' bcryptprimitives.dll, for running the test suite of
 * the Windows build under Wine in CI, and for nothing else: it is never
 * shipped. The Rust standard library gets its random numbers (the keys of
 * HashMap) from ProcessPrng in bcryptprimitives.dll; Wine 8 (Debian 12) has
 * that DLL without ProcessPrng, so a test binary would stop at its first
 * HashMap. This one answers ProcessPrng with SystemFunction036 (RtlGenRandom,
 * in advapi32), which Wine has. .ci/run builds it with MinGW and puts it beside
 * the test binaries, loaded in place of Wine's own (WINEDLLOVERRIDES).
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
