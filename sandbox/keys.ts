/**
 * SANDBOX-ONLY KEY MATERIAL. NOT SECRET. NEVER USE OUTSIDE THE LOCAL PAYMENT SANDBOX.
 *
 * Generated once with node:crypto (RSA-2048, PKCS#8 / SPKI PEM) and committed on purpose, so that the
 * sandbox and the shop sign and verify with real cryptography on every machine, in tests, and in the
 * demo, without any setup. They are the sandbox's test account, as a provider publishes one: the shop
 * gets its half (the merchant keys, the platform public keys, the shared secrets) the way it gets a
 * real provider's, from the environment variables its gateway settings name (demo/sandbox-gateways.ts
 * hands them to the demo). Everyone can read these keys, so they prove nothing about who sent a message.
 */

/** The API password, key or signing secret every sandbox provider accepts; it guards nothing real. */
export const SANDBOX_SECRET = 'sandbox-secret';

/** WeChat Pay merchant API key (the merchant signs requests; the sandbox verifies): private half. */
export const SANDBOX_WECHAT_MERCHANT_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCv5S2/sHzqLCEv
7Wt61xewWV23J5WrgYVPIUe9HZtkmBAy7Xf/sz6dx0viZpgrMDArDWHbMKSloHm0
6BvPQNWqifDlVuGdWvG4u2HOK8kse1AZLqe0I6wZN5bkWRVTjyHR6/dW3sHUTs50
VfUBeZ4x7CD1MNnYoLBczNaUwIojiSf42cqmXKrMUeBAVVjYdtF5KCDlmVTiGIMf
ek4X2AWjy4htu1Zgmjwh08L7KJlmLXcLhFwJAmPmTXJr3NioVedP3RJoUiuT0Ea6
fF53qNgDPwbCHp10fSbwycwy1UNUisojLznREIgFP8iyW7hk5ZsYLtUW71+agIm2
uFAEvCXRAgMBAAECggEAOc6tluKnYwSm0YwLNz9qgyQTpyaEy21RRRzQaWhKEijh
pgMiXXBow0zk9R63ovX+1p9aykE101MmvJxNy3Lo5dfYyl6f3mmtqIM41RvRzWMn
g2cwaYURweXhmuFmH2SaflW5H50tAZv2wQgg8d+o7IpImJx58/Z3j8AoQ5H1tFCK
6clvz2r135FklXno56lCwUOtSD2a6fgpqXRRrSr+A2rQMsivp/1XnQY/k5Nlfdqz
ZJqbAvE6OZIxyTaM4taXftz+eVsF32NMiqVRO/TnACzeyvOVBX5QJnKssIEgmd1q
9qFYdPhEgeZYr4e7D2txA43RBDJD8XtN1fqhMbz5gwKBgQDkti58iiHdFNWRlEvs
J7Qwa3cof9rsVl4+JGoUSFxlouWPwtk3gaANdHzWy9BRWXPPX9ws0NInZUn+BbSz
AShyqg/KsTxM8OXd5ig+BOPQsC+OO+lk7URUB9/Z6c7kgNSNOTLwVvHdHyP8B6l6
21zL5pSB2Y5pEAV+4aLMzwzdAwKBgQDE4cLNTobYQ9QkCiLLxnGZckNM6uaJ4Nuk
lnyjvet3nG49TN/wtfi+MUdAB1mNauYzGRUmr1uEH6QS3bwa3jt7lWA/qJEs0lBS
/vzw0CpxnIDwHUC1ao4+oHLo2hFz29v6ILKWt+ktIN+Jul/dkgPMHxGxPNQjw1hE
VoH8ObfHmwKBgCgJ4K96uxzp9c1ribMI7FmBprWXVGsFX7A/TbbJSCuezdNSCBbY
gX15hBVSTuC+6TBHltLdp7yv1bk7pHul2z/fl64jQuwxS/yBu0/IKV2ySlD7GgvK
IakYS87pSIfmKc+jUNCUV/ke53zKlpfkaSVk82CcBntMC7o/o/F42cajAoGAByiq
W6rCTnTQ7uqLb1ts4AZ+mfpknZjWg7qRF6cdO8EtZP85mVgUjl3eWF6sC+9aJXuB
AGIZ8sjvv1verh9sjEbXNBleBgIzt4DcE6mOEYl+SrzVkIMqXu6Ynwzm246gBg1Q
URio2uI6HpjvSXA4wSBUFVy/3fkJaZq3qUM0AocCgYEA34MrJmHDGFj+t+5/d4Va
qr+5xhQ6eOy1hOtzGj3zgqMAVG2p/wcCqcJSbSmN388N3/8wCqpbvovl6PLPrM8k
MkllovTjCLAJajmZGcBhx7CWkMtwzUXm0FVFwO8h3TplPnqw4+R9pncRQyNs9iSl
4sa/cPoz4EKPsiEczYVj+68=
-----END PRIVATE KEY-----`;

/** WeChat Pay merchant API key (the merchant signs requests; the sandbox verifies): public half. */
export const SANDBOX_WECHAT_MERCHANT_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr+Utv7B86iwhL+1retcX
sFldtyeVq4GFTyFHvR2bZJgQMu13/7M+ncdL4maYKzAwKw1h2zCkpaB5tOgbz0DV
qonw5VbhnVrxuLthzivJLHtQGS6ntCOsGTeW5FkVU48h0ev3Vt7B1E7OdFX1AXme
Mewg9TDZ2KCwXMzWlMCKI4kn+NnKplyqzFHgQFVY2HbReSgg5ZlU4hiDH3pOF9gF
o8uIbbtWYJo8IdPC+yiZZi13C4RcCQJj5k1ya9zYqFXnT90SaFIrk9BGunxed6jY
Az8Gwh6ddH0m8MnMMtVDVIrKIy850RCIBT/Islu4ZOWbGC7VFu9fmoCJtrhQBLwl
0QIDAQAB
-----END PUBLIC KEY-----`;

/** WeChat Pay platform key (the sandbox signs notifications; the adapter verifies): private half. */
export const SANDBOX_WECHAT_PLATFORM_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC/qSwbEz2BkqJw
V4MGNkbRdGj8xMkN5a+zvim7nLRWGTdiYaD1YhHLI3Kcf84v1CxC9YHaTKdGld05
IF7xgWaMWGpSethwJtGUD5JDnNBDlJpXfNFxo1u4gol5csBB/8qEtm81punVuPaG
HyFPcpjy03GJC/y1YRYo8FowAmjRpTwUS1n1MB1B84ZWqm7B2Sam614AUPCgUcQr
aKFC8XHdK1WpRhoTeyD4XQuDN2SJAIpR2XJOKWTY+l3GFQnYQBXd7EhG/fpOqOgC
ipdfnER1TmFFtjJECL59/eD6GShYbWq6XLusGb7QE4Yosw702HmAKzOx/ygQ11iP
1pShWrGvAgMBAAECggEANwPcgTkYoqTws8aq+ZGC6oS7zjK+c5rGwJWJbS0iJsS+
PSNBDK7F5MWcFIgrK1eADQhj6cGvEnfaNJeyKSi3wvluK5bPogHCjvmZRocw0PVL
CGnvxOrbXS87Pv1NaqR+AXJMod3zqUGaog01hpSiirFfGbOzKm1f6whzGuzWIbcI
G51aeIh65GQ+yuxEEGEtGQAzgAS3D4lG/y8KfsvDOd5hYn7LJVvSCIS9evvlzWWi
Id10Pb4WxLf3d5A2Y7ng4wM4DNMRogGZlcMWxV2sylKJGw0KI3TNgHBY40lu8F/r
RbjDlYbudwT7AiT8HLDGK/z7zG5/evwyLqis55W2oQKBgQD9yRkEIkWc0dXeXgBQ
ZenPNy57kvAGub5AX8pHnCwEZohSA+BslNW0xtol7eZJ4MGKdytndlx/pJJjws+m
IsIjrQTUlMkYVa5ht0FNbyFtXotoR4QsgMS39uAbpzCx/Z8xK2sI/ZhXnemmT/T4
QV/VKZOqrXzV6NPdxOkS/GZdnQKBgQDBVU0ke0rpNdRYdJ8+5scKcCfW1Hjuakzh
XCpwUz1fBDIvIFwTOoJ8FVTfmW9bvesR0vS4/HTskcbMBeNiBbkbVJxmr5sTOFl2
PrP4jirLOPR112jgCKDSQUDOzNyQyOKkY4F+Oy5yYfat8XSSrWrG5J65K/8VVYY2
cKNtt9yQuwKBgFk+TEO94Yjh6TlHCQk8rVmm5/ugkjNrQdHVXYaNDpWFkM52eob0
V6o4eyH3ZJH6LVUJzwOVBbYFI01dhjO/6VEuWJKAt66NAsNt89LND44sPw2uiHY1
2fdvIyPWSTNuInrh78O7mcTFzRIk79oU8yQ8eKb+VvXJ6CcGRYfdpgmpAoGBALWi
8qsHusWH8Ux5pPNv1iiUXpmTXVqBPGGuOaD2U35lbtCf0mGuYtE5KVg5y0miEKva
SllRtnhcLS2ZipuZTOPEhnxjF4rjMgnJt0QaLVJo3COqkbmJ4a4n6D9icQcF9QkF
A7AY4fZM23lolGEJ1HuwZv8JusnMZB/Zi3GVf//pAoGBALY9TeYD6x9P/M4MeoaR
puN97fdCzhyCjwTyNphOZgo7a+DIULf/9saeozzo2fD+H+3qOHxVQzOxl5JU/SlL
SDfh4JOQp5gxY2azD8ZXpENVpL1gxxkN21aryekvo6mTQAK7YVcGTlSFdU4CiBPb
1MG0goOYZAzdjZnkWKi6dPDc
-----END PRIVATE KEY-----`;

/** WeChat Pay platform key (the sandbox signs notifications; the adapter verifies): public half. */
export const SANDBOX_WECHAT_PLATFORM_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAv6ksGxM9gZKicFeDBjZG
0XRo/MTJDeWvs74pu5y0Vhk3YmGg9WIRyyNynH/OL9QsQvWB2kynRpXdOSBe8YFm
jFhqUnrYcCbRlA+SQ5zQQ5SaV3zRcaNbuIKJeXLAQf/KhLZvNabp1bj2hh8hT3KY
8tNxiQv8tWEWKPBaMAJo0aU8FEtZ9TAdQfOGVqpuwdkmputeAFDwoFHEK2ihQvFx
3StVqUYaE3sg+F0LgzdkiQCKUdlyTilk2PpdxhUJ2EAV3exIRv36TqjoAoqXX5xE
dU5hRbYyRAi+ff3g+hkoWG1quly7rBm+0BOGKLMO9Nh5gCszsf8oENdYj9aUoVqx
rwIDAQAB
-----END PUBLIC KEY-----`;

/** Antom merchant key (the merchant signs requests; the sandbox verifies): private half. */
export const SANDBOX_ANTOM_MERCHANT_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQDYU2t7gE12XhJl
Zpmw+jnND0cWhwulor6KD+AOjG0o9/5dwirT9sciELWN/P/aI42FRirH+S++L3Wp
w4IfnXQfQ8qJRSPHLhYC32YTsQXZZ17OwC94JQWF6Qh/rZchpy3u8zBQgckwYdBI
Q3mdF/iAa8XMHCjaVIFOgc9R/6Hb9+VfDQ56qxeVx7epHZJoecq4rhn6J7WXr28/
RftOuLV6q9cK/9k7y9pTHJnpEUDatv3rv3uTyhCfTlfUKaUmUwkPtcj864rYzBiq
7Pvref1Pzzne5OT0lSUrkqMFYqa2srlaTU0KvM/e2Pc36ya/7IkRMIFw/GPPC+CL
8H5TPbTVAgMBAAECggEAIuNVRs467/ec/OiOqem5L7aijuIJwVVdaHPF/WKtajmQ
tvtNH/FBTV+ngDZI5xvrw4488RJhnkkWL2JeFo40v6QVwoy5h/KJTz5LPqrCmDzh
H/QD09sYqG+cVMcgxCcrs8lZxeogkeJ8jmL/dpP6mm+HL3NtLUUKs6gg0QcqyghF
eCFKvGdxQw31+ar72P9pLVhxOa5RRwX1j8ibHmIlY2LAbZPJaTTC8ElpQPtxHOiv
cYFZSJscQKVaCA/MdQFwc5Rd11vHFbF9nZwOgJmKqz3+RWXGUg9FOt4aVKIOVS5I
12212VmoUKPb/ba37a/NRLm5aOxqiVEEczuVngDUMwKBgQDsK3eZTssDJQHX5+yT
6irFdUd4B24C56UTu1V4oGMMbGZa28gM+pF91aCfqv1zjZvU7rEkUZi4lH9gESi9
S1PiRTTQSYV9yLJAQn8fzcxSJYNbBH+fasJ3dO6r7Sjynl7/XMY6D05hdH11Hez4
FTEOEKnE/pv4JphaCRxIsivORwKBgQDqfWborMLXbca7r9/nLnWG8kuTkfma60ER
4PeGU5LPlwq+EZdGoTXN5vHPVpV6GEYO9XStmzGsoGeaGkZMHxuNH2z9yzRjU0yd
zb1o6B0HUV9X9Xw6PlM14OW+YFU+QYLrff4cofK1U4Z48cHhrxYjr54RxcKpEFUP
wE/rhiZmAwKBgQC+5rfrTZyecxiVXJyIR/3A1PcrV94eLP7r/z6sngDSdwEZqpR/
oT9f1wHabs4mzK3NJhA8ilSHx0la7yPeN3ib61Mwlm14anVjqhy2KZViRX5zYSSE
STjedL/Ea5Tw4QFrK6P0JJE4B4Ct3b3CHucjNmb0nNaYdSIrjTe2r4bnWwKBgQDW
V56z3QeVaHEaqx9d8OfZXK2czPh+lcC7GQrprIcsXoKhTu8azs2h0xMCVcD5BCs2
DUSEVLJJe653/MB5YI4Mp8c3DoJqsH/+V0xmEpZGVCl0+558lu/09gjLxr7k03la
zaZ0gcyb1ye6cjKpmyP/ps40rLLNW3KFnWLwhYWgBQKBgQCedz2J9nLhuE1COiAl
tCIn7+TsrdEQzZ3qCYDfpEECQkSNIRlyunWlhBrfWrIzqur2iQ32XNcXXorVghto
xqJO2PS5bO8J5KLSUIOxXViusCkbEZUlaR410I2pGYJbQUtK5jA8xFk710vSkT+f
f7u+206kWVanKi7EL0WNQa22Zg==
-----END PRIVATE KEY-----`;

/** Antom merchant key (the merchant signs requests; the sandbox verifies): public half. */
export const SANDBOX_ANTOM_MERCHANT_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2FNre4BNdl4SZWaZsPo5
zQ9HFocLpaK+ig/gDoxtKPf+XcIq0/bHIhC1jfz/2iONhUYqx/kvvi91qcOCH510
H0PKiUUjxy4WAt9mE7EF2WdezsAveCUFhekIf62XIact7vMwUIHJMGHQSEN5nRf4
gGvFzBwo2lSBToHPUf+h2/flXw0OeqsXlce3qR2SaHnKuK4Z+ie1l69vP0X7Tri1
eqvXCv/ZO8vaUxyZ6RFA2rb96797k8oQn05X1CmlJlMJD7XI/OuK2MwYquz763n9
T8853uTk9JUlK5KjBWKmtrK5Wk1NCrzP3tj3N+smv+yJETCBcPxjzwvgi/B+Uz20
1QIDAQAB
-----END PUBLIC KEY-----`;

/** Antom platform key (the sandbox signs notifyPayment; the adapter verifies): private half. */
export const SANDBOX_ANTOM_PLATFORM_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCzUniey8eFfJ9H
F16M+lOJNRU5/BofmRFDJHLA1nUei4dKuv6EATvQEtdTFoSjIsUXyaY31tUrrv+U
8Y2wnC20rK1O/Xjk+dwioJyTL+pOZRDHpG9+YeBmaXYhTjjY9oU3a1mL4T6PIEyH
ekw1WGZhmeq5e5el2HEhPVDycMe1LyB4mqpV/1d+QZSFjqJ0Kxc5n4NBwOsOYX6J
2nEMJHGE9PxXIANKtXTnVzF/PHg7sgT7UPpI7lpor89tay2uAM7c1CmbaYhjH61A
zYvnkRU6j4wW9ZZLPh5eLUuqrBW1QgZU8e0V6pwXyCs4QvnA5W1JoOc5PhCDMMGQ
9aNjHZrJAgMBAAECggEAKXgYQGLQSoiqHerj2PbX5CpUNRNdqDKB+TS/2+QMdCqg
uDG7w6O0ZRdCV+rkdASJr0lZCN9D72T6IoPk+DN552cqchKwh0VX+OMLKoehaA07
vuuCRCgW2KApayTXhScnYgxPikdl6/v0br0jzA9cJ9SMIWZZSMdfzCfNpS9bI8U0
gsH0r6GVaIe/eFlgOeXZfLsWT0yLFfuRTl/nWTyH4nHE/Z4S4VU4pg/YjF5xgCSO
ZPIY3wZ8bkmXpV5yRU8h25qrdDmIrI2e6EIlWXmuAMhe07t4NSYZ8JMciKXfVMOK
VJCOmBM1CxxJGgVAfzA6RrIGqfeBIMMECrTPprR7zQKBgQD9JBA6AlBxguajpndP
UdcGsuy3nv+PU5OCeZXX+YxfEq/YxdcaLAta9vSNFY9ll51DVMnWXorsDXTlr5Ml
Vwxim4M4B4t2+Cg45ZGFl+GB1n0W4XMxotV3HO52ifiDs1aGmZ7aXswkYPl7u48A
B5b2vOTB3Png+YkyPnv6HhVHZQKBgQC1WPeD4ZyhOVbg6FVPa/1uXlgJtXtVT4I1
rkC1jIjCEL7kclwpmX8B/JKNb+EoxoemegPqQDt3kOFzE6d8FCBGJyJdbzatW02t
PWQSchN0SUfLX7ld66KVr1myP0FQWUrPhSf0l3n/3XdIPyZC9yeDLE0/pchld5Hq
wDun3g6JlQKBgBVlDeYJOglN+fZM5HqUvSq4xp8CVjEj7Cyz4AE/+ygx6SDWH8b7
f/4xLxwZfWQlu0nsiZ6PoQgwXvfmrfYS9F4FLML4iEYG1Udxx6nV215g5XOgnF7O
l2IY1OK56IIhDygTJcTpDDHq7EsT4BMtkQnLjz3/UjM8g+b2Nv49uqitAoGBAKke
pQWqm2WHkcwBH74HmbsZ5MR5KOGwWmAxd0tYGhnRgBSPyf9JlLaHkyyvz601KEBK
vefxqwOga3/kLmd6ZXbG/Ddihf05jsEm5XKGTDpANOInDTnXjDJH60Bd2U1TWH8b
UN27fhztrlYD/mypDYI5CHl44+AsmDnyuC+e2LPZAoGAEia0ZnSRd7EdGlWTK80T
gCkZz4Fc4KNn/XRxNM/jr03JH9IWxv/x5z7/NbQBLLOqaawBB3xXMt0q0lu80W6B
32OlNRNTswojrvxFtmbOVciGJz48BNva9SMQVo9mQLNv0OOMd94/8mxiReMmT75X
gKgHBb3oR5+katg6ZYmbUNs=
-----END PRIVATE KEY-----`;

/** Antom platform key (the sandbox signs notifyPayment; the adapter verifies): public half. */
export const SANDBOX_ANTOM_PLATFORM_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAs1J4nsvHhXyfRxdejPpT
iTUVOfwaH5kRQyRywNZ1HouHSrr+hAE70BLXUxaEoyLFF8mmN9bVK67/lPGNsJwt
tKytTv145PncIqCcky/qTmUQx6RvfmHgZml2IU442PaFN2tZi+E+jyBMh3pMNVhm
YZnquXuXpdhxIT1Q8nDHtS8geJqqVf9XfkGUhY6idCsXOZ+DQcDrDmF+idpxDCRx
hPT8VyADSrV051cxfzx4O7IE+1D6SO5aaK/PbWstrgDO3NQpm2mIYx+tQM2L55EV
Oo+MFvWWSz4eXi1LqqwVtUIGVPHtFeqcF8grOEL5wOVtSaDnOT4QgzDBkPWjYx2a
yQIDAQAB
-----END PUBLIC KEY-----`;

/** The WeChat Pay APIv3 key (32 bytes) that encrypts notification resources with AEAD_AES_256_GCM. */
export const SANDBOX_WECHAT_API_V3_KEY = 'QHmFB33PjBQjW675VnqfpKJBYXUgpUrn';

/** Serial numbers WeChat Pay uses to name which key signed (merchant certificate and platform key). */
export const SANDBOX_WECHAT_MERCHANT_SERIAL = '138DF553863FD17F36B5998C28970462C8B9468D';
export const SANDBOX_WECHAT_PLATFORM_SERIAL = 'PUB_KEY_ID_SANDBOX_16B4AC667983E1E2';
