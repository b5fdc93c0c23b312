/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */
// schemas/state.schema.json reduced to what a saved conversation is checked against before it is
// resumed (scripts/compiler/stateSchemaSubset.ts, src/session/fitsSchema.ts).
import type { SchemaSubset } from '../session/fitsSchema.ts';

export const stateSubset: SchemaSubset = {
  "type": "object",
  "additionalProperties": false,
  "required": [
    "lead",
    "consorcio",
    "contract",
    "plan",
    "proposal",
    "payment",
    "survey",
    "flags",
    "catalogue"
  ],
  "properties": {
    "lead": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "nome",
        "email",
        "telefone",
        "rendaMensal",
        "rendaExtra",
        "valorCredito",
        "leadId",
        "leadToken",
        "campanhaId",
        "compraId",
        "empresaId"
      ],
      "properties": {
        "nome": {
          "type": "string"
        },
        "email": {
          "type": "string"
        },
        "telefone": {
          "type": "string"
        },
        "rendaMensal": {
          "type": "integer"
        },
        "rendaExtra": {
          "type": "integer"
        },
        "valorCredito": {
          "type": "integer"
        },
        "leadId": {
          "type": "string"
        },
        "leadToken": {
          "type": "string"
        },
        "campanhaId": {
          "type": "integer"
        },
        "compraId": {
          "type": "integer"
        },
        "empresaId": {
          "type": "integer"
        }
      }
    },
    "consorcio": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "tipoBem",
        "tipoPlano",
        "categoriaId",
        "produtoCategoria",
        "creditoMin",
        "creditoMax"
      ],
      "properties": {
        "tipoBem": {
          "type": "string"
        },
        "tipoPlano": {
          "anyOf": [
            {
              "enum": [
                "CREDITO_INTEGRAL",
                "CREDITO_PAGAMETADE",
                "PARCELA_REDUZIDA"
              ]
            },
            {
              "const": ""
            }
          ]
        },
        "categoriaId": {
          "type": "integer"
        },
        "produtoCategoria": {
          "type": "string"
        },
        "creditoMin": {
          "type": "integer"
        },
        "creditoMax": {
          "type": "integer"
        }
      }
    },
    "contract": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "tipoPessoa",
        "tipoCliente",
        "nomeRazao",
        "cpfCnpj",
        "nascimentoFundacao",
        "cep",
        "logradouro",
        "bairro",
        "cidade",
        "estado",
        "complemento",
        "numero",
        "rotuloNome",
        "rotuloDocumento",
        "rotuloData",
        "rgIe",
        "telefoneResidencial",
        "autoriza",
        "aceiteRegulamento",
        "nomeEmpresa"
      ],
      "properties": {
        "tipoPessoa": {
          "type": "integer"
        },
        "tipoCliente": {
          "type": "string"
        },
        "nomeRazao": {
          "type": "string"
        },
        "cpfCnpj": {
          "type": "string"
        },
        "nascimentoFundacao": {
          "type": "string"
        },
        "cep": {
          "type": "string"
        },
        "logradouro": {
          "type": "string"
        },
        "bairro": {
          "type": "string"
        },
        "cidade": {
          "type": "string"
        },
        "estado": {
          "type": "string"
        },
        "complemento": {
          "type": "string"
        },
        "numero": {
          "type": "integer"
        },
        "rotuloNome": {
          "type": "string"
        },
        "rotuloDocumento": {
          "type": "string"
        },
        "rotuloData": {
          "type": "string"
        },
        "rgIe": {
          "type": "string"
        },
        "telefoneResidencial": {
          "type": "string"
        },
        "autoriza": {
          "type": "boolean"
        },
        "aceiteRegulamento": {
          "type": "boolean"
        },
        "nomeEmpresa": {
          "type": "string"
        }
      }
    },
    "plan": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "nome",
        "planoId",
        "bemId",
        "bemNome",
        "bemCredito",
        "planoMeses",
        "planoValorParcela",
        "planoValorPagamento",
        "planoValorPagamentoDesconto",
        "descontoPercentual",
        "taxaAdmTotal",
        "taxaAdmMensal",
        "titulo",
        "planoTaxas",
        "exibirTextoResolucao285",
        "dataAssembleia",
        "grupo",
        "regulamentoUrl",
        "tabelaDescricao",
        "rateio",
        "semAdesao",
        "taxaAdesao",
        "taxaFundoReserva",
        "taxaSeguroQuebra"
      ],
      "properties": {
        "nome": {
          "type": "string"
        },
        "planoId": {
          "type": "integer"
        },
        "bemId": {
          "type": "integer"
        },
        "bemNome": {
          "type": "string"
        },
        "bemCredito": {
          "type": "integer"
        },
        "planoMeses": {
          "type": "integer"
        },
        "planoValorParcela": {
          "type": "integer"
        },
        "planoValorPagamento": {
          "type": "integer"
        },
        "planoValorPagamentoDesconto": {
          "type": "integer"
        },
        "descontoPercentual": {
          "type": "integer"
        },
        "taxaAdmTotal": {
          "type": [
            "number",
            "null"
          ]
        },
        "taxaAdmMensal": {
          "type": "string"
        },
        "titulo": {
          "type": "string"
        },
        "planoTaxas": {
          "type": "string"
        },
        "exibirTextoResolucao285": {
          "type": "boolean"
        },
        "dataAssembleia": {
          "type": "string"
        },
        "grupo": {
          "type": "string"
        },
        "regulamentoUrl": {
          "type": "string"
        },
        "tabelaDescricao": {
          "type": "string"
        },
        "rateio": {
          "type": "boolean"
        },
        "semAdesao": {
          "type": "boolean"
        },
        "taxaAdesao": {
          "type": "number"
        },
        "taxaFundoReserva": {
          "type": "number"
        },
        "taxaSeguroQuebra": {
          "type": "number"
        }
      }
    },
    "proposal": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "propostaId",
        "contrato",
        "propostaToken",
        "formasPagamento"
      ],
      "properties": {
        "propostaId": {
          "type": "string"
        },
        "contrato": {
          "type": "string"
        },
        "propostaToken": {
          "type": "string"
        },
        "formasPagamento": {
          "type": "array",
          "items": {
            "type": "integer"
          }
        }
      }
    },
    "payment": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "metodo",
        "pixCopiaECola",
        "pixQrCodeUrl",
        "boletoUrl",
        "boletoCodigoBarras",
        "vencimento",
        "autorizacao",
        "status",
        "valor",
        "chaveIdempotencia"
      ],
      "properties": {
        "metodo": {
          "type": "string"
        },
        "pixCopiaECola": {
          "type": "string"
        },
        "pixQrCodeUrl": {
          "type": "string"
        },
        "boletoUrl": {
          "type": "string"
        },
        "boletoCodigoBarras": {
          "type": "string"
        },
        "vencimento": {
          "type": "string"
        },
        "autorizacao": {
          "type": "string"
        },
        "status": {
          "type": "string"
        },
        "valor": {
          "type": "integer"
        },
        "chaveIdempotencia": {
          "type": "string"
        }
      }
    },
    "survey": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "midia",
        "csatcompra",
        "humano",
        "csatinsidesales"
      ],
      "properties": {
        "midia": {
          "type": "string"
        },
        "csatcompra": {
          "type": "integer"
        },
        "humano": {
          "type": "boolean"
        },
        "csatinsidesales": {
          "type": "integer"
        }
      }
    },
    "flags": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "isSimulateAgain",
        "cepErrorAt",
        "hasPlan",
        "buyAgain"
      ],
      "properties": {
        "isSimulateAgain": {
          "type": "boolean"
        },
        "cepErrorAt": {
          "type": "string"
        },
        "hasPlan": {
          "type": "boolean"
        },
        "buyAgain": {
          "type": "boolean"
        }
      }
    },
    "catalogue": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "categorias",
        "ofertas",
        "planos"
      ],
      "properties": {
        "categorias": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "categoriaID",
              "nome",
              "descricao",
              "imagemUrl",
              "produtoCategoria",
              "codigo",
              "tipoBem",
              "tipoPlano"
            ],
            "properties": {
              "categoriaID": {
                "type": "integer"
              },
              "nome": {
                "type": "string"
              },
              "descricao": {
                "type": "string"
              },
              "imagemUrl": {
                "type": "string"
              },
              "produtoCategoria": {
                "enum": [
                  "imoveis",
                  "automoveis",
                  "motos",
                  "servicos",
                  "caminhoes_equipamentos"
                ]
              },
              "codigo": {
                "enum": [
                  "IM",
                  "AN",
                  "MT",
                  "PS",
                  "TM"
                ]
              },
              "tipoBem": {
                "enum": [
                  "IMOVEL",
                  "CARRO",
                  "MOTO",
                  "SERVICO",
                  "CAMINHAO"
                ]
              },
              "tipoPlano": {
                "enum": [
                  "CREDITO_INTEGRAL",
                  "CREDITO_PAGAMETADE",
                  "PARCELA_REDUZIDA"
                ]
              }
            }
          }
        },
        "ofertas": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "bemValor",
              "planoMeses",
              "bemCategoriaCodigo",
              "planosTipos"
            ],
            "properties": {
              "bemValor": {
                "type": "integer"
              },
              "planoMeses": {
                "type": "integer"
              },
              "bemCategoriaCodigo": {
                "enum": [
                  "IM",
                  "AN",
                  "MT",
                  "PS",
                  "TM"
                ]
              },
              "planosTipos": {
                "type": "array",
                "items": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "planoID",
                    "bemId",
                    "bemNome",
                    "name",
                    "valorParcela",
                    "valorParcelaPrimeiroPagto",
                    "planoTaxaAdmTotal",
                    "grupo",
                    "exibirTextoResolucao285",
                    "dataProximaAssembleia"
                  ],
                  "properties": {
                    "planoID": {
                      "type": "integer"
                    },
                    "bemId": {
                      "type": "integer"
                    },
                    "bemNome": {
                      "type": "string"
                    },
                    "name": {
                      "enum": [
                        "Integral",
                        "Paga Metade",
                        "Parcela Reduzida"
                      ]
                    },
                    "valorParcela": {
                      "type": "integer"
                    },
                    "valorParcelaPrimeiroPagto": {
                      "type": "integer"
                    },
                    "planoTaxaAdmTotal": {
                      "type": "number"
                    },
                    "grupo": {
                      "type": "string"
                    },
                    "exibirTextoResolucao285": {
                      "type": "boolean"
                    },
                    "dataProximaAssembleia": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          }
        },
        "planos": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "planoIndex",
              "planoId",
              "bemId",
              "bemNome",
              "bemCredito",
              "bemCreditoLabel",
              "planoMeses",
              "planoValorParcela",
              "planoValorParcelaLabel",
              "planoValorPagamento",
              "planoValorPagamentoLabel",
              "labelPlano",
              "imagemUrlPlano",
              "tipo"
            ],
            "properties": {
              "planoIndex": {
                "type": "integer"
              },
              "planoId": {
                "type": "integer"
              },
              "bemId": {
                "type": "integer"
              },
              "bemNome": {
                "type": "string"
              },
              "bemCredito": {
                "type": "integer"
              },
              "bemCreditoLabel": {
                "type": "string"
              },
              "planoMeses": {
                "type": "integer"
              },
              "planoValorParcela": {
                "type": "integer"
              },
              "planoValorParcelaLabel": {
                "type": "string"
              },
              "planoValorPagamento": {
                "type": "integer"
              },
              "planoValorPagamentoLabel": {
                "type": "string"
              },
              "labelPlano": {
                "type": "string"
              },
              "imagemUrlPlano": {
                "type": "string"
              },
              "tipo": {
                "enum": [
                  "Integral",
                  "Paga Metade",
                  "Parcela Reduzida"
                ]
              }
            }
          }
        }
      }
    }
  }
};
