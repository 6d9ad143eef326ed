/**
 * One short English paragraph and its translations (/samples). The English is kept plain
 * so that each rendering can follow it sentence by sentence. Chamorro and Chuukese have several
 * spelling conventions; have the agency's own translators confirm those two before launch.
 */
export interface SampleTranslation {
  language: string;
  /** BCP 47 / ISO 639 tag set as the block's lang attribute. */
  lang: "ch" | "tl" | "chk" | "es" | "fr";
  text: string;
}

export const SAMPLE_SOURCE = {
  language: "English",
  lang: "en",
  text: "We translate your documents with care. A real person does every translation, not a machine. We do not share your documents with anyone.",
} as const;

export const SAMPLE_TRANSLATIONS: SampleTranslation[] = [
  {
    language: "Chamorro",
    lang: "ch",
    text: "In adahi i dokumenton-miyu siha gi annai in tradusi siha. Taotao magåhet fuma'tinas kada tinradusi, ti makina. Ti in na'i maseha håyi ni dokumenton-miyu siha.",
  },
  {
    language: "Tagalog",
    lang: "tl",
    text: "Maingat naming isinasalin ang inyong mga dokumento. Isang tunay na tao ang gumagawa ng bawat salin, hindi makina. Hindi namin ibinabahagi kaninuman ang inyong mga dokumento.",
  },
  {
    language: "Chuukese",
    lang: "chk",
    text: "Kem mi tumunu ami kewe taropwe lupwen kem mi siwini ngeni pwal eu fóós. Emén aramas enlet a féri meinisin ám angang, esap emén masin. Kem ese ngeni emén aramas ami kewe taropwe.",
  },
  {
    language: "Spanish",
    lang: "es",
    text: "Traducimos sus documentos con cuidado. Cada traducción la hace una persona real, no una máquina. No compartimos sus documentos con nadie.",
  },
  {
    language: "French",
    lang: "fr",
    text: "Nous traduisons vos documents avec soin. Chaque traduction est faite par une vraie personne, et non par une machine. Nous ne partageons vos documents avec personne.",
  },
];

export const MORE_SAMPLES_NOTE =
  "Need to see more? We have samples in many other languages and subjects, including legal, medical and technical texts. Contact us and we will send samples that match your project.";
